"""Text CNN over pre-computed (N, T, E) word vectors: `swapaxes` to NCW, parallel Conv1D branches with global max `F.Pooling(global_pool=True)`, flattened, concatenated and classified."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10, 6)]


class ConvBranch(HybridBlock):
    def __init__(self, channels, kernel, embed, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel, padding=kernel // 2, in_channels=embed)

    def hybrid_forward(self, F, x):
        h = F.relu(self.conv(x))
        return F.Pooling(h, kernel=(1,), global_pool=True, pool_type="max").flatten()


class Net(HybridBlock):
    def __init__(self, embed=6, channels=4, kernels=(1, 3, 5), classes=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for k in kernels:
                self.branches.add(ConvBranch(channels, k, embed))
            self.out = nn.Dense(classes, in_units=channels * len(kernels))

    def hybrid_forward(self, F, words):
        x = F.swapaxes(words, 1, 2)
        return self.out(F.concat(*[b(x) for b in self.branches], dim=1))
