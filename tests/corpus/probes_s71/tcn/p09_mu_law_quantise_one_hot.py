"""Mu-law companding with F ops and a python `math.log1p(mu)`, quantisation to mu+1 classes by
`floor((y + 1) / 2 * mu + 0.5)`, `F.one_hot` and a transpose to (B, mu+1, T) as the network input."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9)]


class MuLawInput(HybridBlock):
    def __init__(self, mu=15, **kwargs):
        super().__init__(**kwargs)
        self.mu = mu
        with self.name_scope():
            self.conv = nn.Conv1D(4, 2, padding=1)

    def hybrid_forward(self, F, audio):
        y = F.sign(audio) * F.log1p(self.mu * F.abs(audio)) / math.log1p(self.mu)
        q = F.floor((y + 1) / 2 * self.mu + 0.5)
        x = F.one_hot(q, self.mu + 1).transpose((0, 2, 1))
        return F.slice_axis(self.conv(x), axis=2, begin=0, end=-1)


Net = MuLawInput
