"""Multi-scale 1-D inception block: one Conv1D branch per python kernel size with "same" padding `k // 2`, the branch count `len(self.kernels)` scaling the averaged output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 20)]


class MultiScale1D(HybridBlock):
    def __init__(self, kernels=(3, 5, 9), **kwargs):
        super().__init__(**kwargs)
        self.kernels = kernels
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for k in kernels:
                self.branches.add(nn.Conv1D(4, k, padding=k // 2, activation="relu"))

    def hybrid_forward(self, F, ecg):
        outs = [branch(ecg) for branch in self.branches]
        return F.concat(*outs, dim=1), F.add_n(*outs) / len(self.kernels)


Net = MultiScale1D
