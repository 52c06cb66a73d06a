"""QuartzNet block B: R repeats of separable conv + BN built in a python loop over a HybridSequential, ReLU between repeats but not after the last, and the residual branch (pointwise conv + BN) added before the final ReLU."""
from mxnet.gluon import HybridBlock, nn


def sep_conv(channels, in_channels, kernel):
    seq = nn.HybridSequential()
    seq.add(nn.Conv1D(in_channels, kernel, padding=kernel // 2, groups=in_channels, in_channels=in_channels),
            nn.Conv1D(channels, 1, in_channels=in_channels),
            nn.BatchNorm(in_channels=channels))
    return seq


INPUTS = [(2, 8, 16)]


class QuartzBlock(HybridBlock):
    def __init__(self, in_channels=8, channels=8, kernel=3, repeats=3, **kwargs):
        super(QuartzBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.repeats = nn.HybridSequential()
            for r in range(repeats):
                self.repeats.add(sep_conv(channels, in_channels if r == 0 else channels, kernel))
            self.res = nn.HybridSequential()
            self.res.add(nn.Conv1D(channels, 1, in_channels=in_channels), nn.BatchNorm(in_channels=channels))

    def hybrid_forward(self, F, x):
        h = x
        for i, rep in enumerate(self.repeats):
            h = rep(h)
            if i < len(self.repeats) - 1:
                h = F.relu(h)
        return F.relu(h + self.res(x))


Net = QuartzBlock
