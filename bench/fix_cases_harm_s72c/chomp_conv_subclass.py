"""attack (stride-1 conv length): a Conv1D subclass that max-pools by 2 after its convolution; at L = 2
the conv gives 2 + 4 - 2 = 4 steps, the pool 2, and the chomp of 3 gives n - 3 = -1, keeping 1 where
`:-3` keeps none."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2)]


class PooledConv(nn.Conv1D):
    def hybrid_forward(self, F, x, weight, bias=None):
        y = super().hybrid_forward(F, x, weight, bias)
        return F.Pooling(y, kernel=(2,), stride=(2,), pool_type='max')


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = PooledConv(2, 3, padding=2, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - 3]
