"""Children kept in a python list and registered one by one; the last is found with len()."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.layers = []
        for i in range(3):
            layer = nn.Dense(4)
            self.register_child(layer, "layer%d" % i)
            self.layers.append(layer)

    def hybrid_forward(self, F, x):
        for layer in self.layers[:-1]:
            x = F.relu(layer(x))
        return self.layers[len(self.layers) - 1](x)
