"""SKNet unit iterating the branch axis of the attention tensor: the (N, M, C) softmax transposed to (M, N, C) and zipped with the branch list, `for f, a in zip([b1, b2], att)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class IterSKConv(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.fc = nn.Dense(4, activation="relu")
            self.fc_a = nn.Dense(2 * channels)

    def hybrid_forward(self, F, x):
        b1, b2 = F.relu(self.conv1(x)), F.relu(self.conv2(x))
        z = self.fc(F.mean(b1 + b2, axis=(2, 3)))
        att = F.softmax(self.fc_a(z).reshape((0, 2, -1)), axis=1).transpose((1, 0, 2))
        out = 0
        for f, a in zip([b1, b2], att):
            out = out + F.broadcast_mul(f, a.reshape((0, 0, 1, 1)))
        return out


Net = IterSKConv
