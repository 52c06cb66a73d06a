"""Pillars encoded sample by sample in a python loop over `range(len(points))`, then stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4)]


class PerSamplePillars(HybridBlock):
    def __init__(self, **kwargs):
        super(PerSamplePillars, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(8, flatten=False, in_units=4)

    def hybrid_forward(self, F, points):
        outs = []
        for i in range(len(points)):
            sample = F.slice_axis(points, axis=0, begin=i, end=i + 1)
            outs.append(F.max(self.linear(sample), axis=2))
        return F.concat(*outs, dim=0)


Net = PerSamplePillars
