"""SKNet unit taking each branch's weights by subscripts, `att[:, 0]` and `att[:, 1]` of the (N, M, C) softmax, as the PyTorch reference indexes `attention_vectors`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class SubscriptSKConv(HybridBlock):
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
        att = F.softmax(self.fc_a(z).reshape((0, 2, -1)), axis=1)
        a1, a2 = att[:, 0], att[:, 1]
        return F.broadcast_mul(b1, a1.reshape((0, 0, 1, 1))) + F.broadcast_mul(b2, a2.reshape((0, 0, 1, 1)))


Net = SubscriptSKConv
