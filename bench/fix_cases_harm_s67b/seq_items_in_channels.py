"""Items of a list whose in_channels differ; stacked over their outputs."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.kernels = nn.HybridSequential()
        self.kernels.add(nn.Conv1D(2, 1, in_channels=3))
        self.kernels.add(nn.Conv1D(2, 1, in_channels=3))
        self.proj = nn.Conv1D(3, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        h = F.stack(*[k(x) for k in self.kernels], axis=0).mean(axis=0)
        z = self.proj(h)
        return z.reshape((z.shape[0], -1, x.shape[2]))
