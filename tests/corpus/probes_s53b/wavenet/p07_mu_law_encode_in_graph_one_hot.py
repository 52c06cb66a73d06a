"""Mu-law companding in the graph: `F.sign(x) * F.log1p(mu * F.abs(x)) / math.log1p(mu)`, quantised by `F.floor`, one-hot with the python depth `mu + 1`, transposed to channels-first for the causal input conv."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16)]


class MuLawInput(HybridBlock):
    def __init__(self, mu=15, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.mu = mu
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 2, padding=1)

    def hybrid_forward(self, F, audio):
        y = F.sign(audio) * F.log1p(self.mu * F.abs(audio)) / math.log1p(self.mu)
        q = F.clip(F.floor((y + 1) / 2 * self.mu + 0.5), 0, self.mu)
        onehot = F.transpose(F.one_hot(q, depth=self.mu + 1), axes=(0, 2, 1))
        return F.slice_axis(self.conv(onehot), axis=2, begin=0, end=-1)


Net = MuLawInput
