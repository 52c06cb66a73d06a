"""attack (child Parameter operand, HYB024): a float16 Dense child's weight broadcast against a float16
cast of the features, the result cast back."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(3, use_bias=False, in_units=3, dtype='float16')

    def hybrid_forward(self, F, x):
        h = F.cast(x, 'float16')
        g = self.fc(F.mean(h, axis=(2, 3)))
        w = self.fc.weight.data()
        y = h * w.sum(axis=1).reshape((1, x.shape[1], 1, 1))
        return F.cast(y, 'float32') + F.cast(g, 'float32').sum()
