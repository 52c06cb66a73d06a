"""MCTS policy target inside the loss block: visit counts (an input) sharpened by 1/tau and divided by their keepdims sum with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 26)]


class AlphaZeroLoss(HybridBlock):
    def __init__(self, tau=1.0, **kwargs):
        super(AlphaZeroLoss, self).__init__(**kwargs)
        self.tau = tau
        with self.name_scope():
            self.conv = nn.Conv2D(2, 1, in_channels=4)
            self.fc = nn.Dense(26, in_units=50)

    def hybrid_forward(self, F, planes, visits):
        log_p = F.log_softmax(self.fc(F.relu(self.conv(planes))))
        counts = F.power(F.abs(visits) + 1e-3, 1.0 / self.tau)
        pi = counts / counts.sum(axis=1, keepdims=True)
        return -F.sum(pi * log_p, axis=1)


Net = AlphaZeroLoss
