"""Multi-receptive-field fusion that stacks the residual branches on a new axis and divides their sum by `len(stacked)` (the length of a tensor: the batch size, not the branch count, once traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12)]


class StackedMRF(HybridBlock):
    def __init__(self, channels=4, kernels=(3, 5, 7), **kwargs):
        super(StackedMRF, self).__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for k in kernels:
                self.branches.add(nn.Conv1D(channels, k, padding=k // 2, in_channels=channels))

    def hybrid_forward(self, F, x):
        stacked = F.stack(*[b(F.LeakyReLU(x, slope=0.1)) for b in self.branches], axis=0)
        return F.sum(stacked, axis=0) / len(stacked)


Net = StackedMRF
