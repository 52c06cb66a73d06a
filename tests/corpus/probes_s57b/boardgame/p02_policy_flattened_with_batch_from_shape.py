"""Policy head flattened by `p.reshape((p.shape[0], -1))` before its Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class PolicyHead(HybridBlock):
    def __init__(self, board_size=5, channels=4, **kwargs):
        super(PolicyHead, self).__init__(**kwargs)
        n2 = board_size * board_size
        with self.name_scope():
            self.conv = nn.Conv2D(2, 1, in_channels=channels)
            self.fc = nn.Dense(n2 + 1, in_units=2 * n2)

    def hybrid_forward(self, F, planes):
        p = F.relu(self.conv(planes))
        p = p.reshape((p.shape[0], -1))
        return F.log_softmax(self.fc(p))


Net = PolicyHead
