"""S4D-style convolution kernel: per-channel decays raised to the time index, the kernel's causal Toeplitz matrix applied to the sequence."""
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.log_decay = self.params.get('log_decay', shape=(1,), init='zeros')
            self.gain = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, x, log_decay):
        t = F.arange(x.shape[1])
        lag = t.reshape((-1, 1)) - t.reshape((1, -1))
        decay = F.sigmoid(log_decay)
        kernel = F.where(lag >= 0, F.exp(F.broadcast_mul(F.relu(lag), F.log(decay))), F.zeros_like(lag))
        return self.gain(F.dot(x, kernel, transpose_b=True))
