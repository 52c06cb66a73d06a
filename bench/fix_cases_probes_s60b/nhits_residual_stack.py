"""An N-HiTS stack: the forecast accumulated by `+=` from `F.zeros((x.shape[0], self.h))`, each block's backcast subtracted from the residual input, and the last observed level `x[:, -1:]` added to the forecast (NDArray's broadcasting of `(B, 1)`)."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Block(nn.HybridBlock):
    def __init__(self, L, h, **kwargs):
        super(Block, self).__init__(**kwargs)
        self.L = L
        with self.name_scope():
            self.fc = nn.Dense(L + h, in_units=L)

    def hybrid_forward(self, F, x):
        theta = F.tanh(self.fc(x))
        return F.slice_axis(theta, axis=1, begin=0, end=self.L), F.slice_axis(theta, axis=1, begin=self.L, end=None)


class Net(nn.HybridBlock):
    def __init__(self, L=6, h=4, blocks=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.h = h
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(blocks):
                self.blocks.add(Block(L, h))

    def hybrid_forward(self, F, x):
        level = x[:, -1:]
        residual = x
        forecast = F.zeros((x.shape[0], self.h))
        for blk in self.blocks:
            b, f = blk(residual)
            residual = residual - b
            forecast += f
        return forecast + level
