"""PredRNN-V2 decoupling loss: the channel dot product of the c and m increments (no keepdims) divided by the keepdims norms' product by a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class DecouplingLoss(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super(DecouplingLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.adapt_c = nn.Conv2D(hidden, 1, in_channels=3)
            self.adapt_m = nn.Conv2D(hidden, 1, in_channels=3)

    def hybrid_forward(self, F, delta):
        dc = self.adapt_c(delta)
        dm = self.adapt_m(delta)
        dot = F.sum(dc * dm, axis=1)
        norms = F.sqrt(F.sum(dc * dc, axis=1, keepdims=True)) * F.sqrt(F.sum(dm * dm, axis=1, keepdims=True))
        return F.mean(F.abs(dot / (norms + 1e-6)))


Net = DecouplingLoss
