"""GRU-D input decay: gamma = exp(-relu(W delta + b)) per step, missing inputs replaced by a decayed mix of the last observed value and the empirical mean (a list on the block made an NDArray in the forward), the last value carried through a loop over steps."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4, 3), (2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.x_mean = [0.1, -0.2, 0.3]
        with self.name_scope():
            self.decay = nn.Dense(3, in_units=3, flatten=False)

    def hybrid_forward(self, F, x, mask, delta):
        m = (mask > 0).astype('float32')
        gamma = F.exp(-F.relu(self.decay(F.abs(delta))))
        x_mean = nd.array(self.x_mean).reshape((1, -1))
        x_last = F.zeros_like(x[:, 0])
        outs = []
        for t in range(x.shape[1]):
            x_t, m_t, g_t = x[:, t], m[:, t], gamma[:, t]
            x_hat = m_t * x_t + (1 - m_t) * (g_t * x_last + (1 - g_t) * x_mean)
            x_last = m_t * x_t + (1 - m_t) * x_last
            outs.append(x_hat)
        return F.stack(*outs, axis=1)
