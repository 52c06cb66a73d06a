"""DeepAR's Gaussian likelihood head: mu and a softplus sigma projected per step from the RNN output
(N, T, 1), the target viewed as `(y.shape[0], y.shape[1], 1)`, and the negative log-likelihood
averaged over the batch by dividing its sum by `y.shape[0]`."""
import math
from mxnet.gluon import nn, rnn


INPUTS = [(3, 5), (3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout='NTC', input_size=1)
            self.mu = nn.Dense(1, in_units=hidden, flatten=False)
            self.sigma = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, x, y):
        h = self.rnn(x.expand_dims(2))
        mu = self.mu(h)
        sigma = F.Activation(self.sigma(h), act_type='softrelu') + 1e-3
        target = y.reshape((y.shape[0], y.shape[1], 1))
        ll = -0.5 * math.log(2 * math.pi) - F.log(sigma) - F.square(target - mu) / (2 * F.square(sigma))
        return -F.sum(ll) / y.shape[0]
