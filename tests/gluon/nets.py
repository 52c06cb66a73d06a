"""The two tutorial networks of the MXNet fixtures, built on the runtime."""
from hybridlint.runtime import name as _name
from hybridlint.runtime.gluon import HybridBlock, nn


def mlp():
    """HybridSequential(Dense 256 relu, Dense 128 relu, Dense 2), built as the fixture was
    (children added outside name_scope, so they are dense0..dense2)."""
    net = nn.HybridSequential()
    net.add(nn.Dense(256, activation="relu"), nn.Dense(128, activation="relu"), nn.Dense(2))
    return net


class LeNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 5)
            self.pool1 = nn.MaxPool2D(2)
            self.conv2 = nn.Conv2D(16, 5)
            self.pool2 = nn.MaxPool2D(2)
            self.fc1 = nn.Dense(120)
            self.fc2 = nn.Dense(84)
            self.fc3_weight = self.params.get("fc3_weight", shape=(10, 84))

    def hybrid_forward(self, F, x, fc3_weight):
        x = self.pool1(F.relu(self.conv1(x)))
        x = self.pool2(F.relu(self.conv2(x)))
        x = x.reshape((0, -1))
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return F.dot(x, fc3_weight, transpose_b=True)


BUILDERS = {"mlp": mlp, "lenet": LeNet}


def fresh(net_name):
    """Build in a fresh name manager so prefixes start at 0 as in a new MXNet process."""
    with _name.NameManager():
        return BUILDERS[net_name]()
