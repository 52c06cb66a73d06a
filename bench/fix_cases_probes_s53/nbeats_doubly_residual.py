"""N-BEATS stack: each generic block removes its backcast from the residual and adds its forecast into a sum that starts at zeros of the batch."""
from mxnet.gluon import nn


INPUTS = [(3, 6)]


class Block(nn.HybridBlock):
    def __init__(self, backcast, forecast, **kwargs):
        super(Block, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=backcast, activation='relu')
            self.back = nn.Dense(backcast, in_units=8)
            self.fore = nn.Dense(forecast, in_units=8)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return self.back(h), self.fore(h)


class Net(nn.HybridBlock):
    def __init__(self, backcast=6, forecast=3, n_blocks=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.forecast = forecast
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(n_blocks):
                self.blocks.add(Block(backcast, forecast))

    def hybrid_forward(self, F, x):
        residual = x
        forecast = F.zeros((x.shape[0], self.forecast))
        for block in self.blocks:
            b, f = block(residual)
            residual = residual - b
            forecast += f
        return forecast
