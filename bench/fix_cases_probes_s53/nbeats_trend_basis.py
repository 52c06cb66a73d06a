"""N-BEATS trend block: the backcast and forecast are polynomials whose basis is built in numpy over normalised time."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, backcast=8, forecast=4, degree=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.backcast, self.forecast, self.degree = backcast, forecast, degree
        with self.name_scope():
            self.fc = nn.Dense(16, in_units=backcast, activation='relu')
            self.theta = nn.Dense(2 * degree, in_units=16, use_bias=False)

    def hybrid_forward(self, F, x):
        theta = self.theta(self.fc(x))
        tb = np.arange(self.backcast) / self.backcast
        tf = np.arange(self.forecast) / self.forecast
        Tb = nd.array(np.stack([tb ** p for p in range(self.degree)]))
        Tf = nd.array(np.stack([tf ** p for p in range(self.degree)]))
        backcast = F.dot(theta[:, :self.degree], Tb)
        forecast = F.dot(theta[:, self.degree:], Tf)
        return x - backcast, forecast
