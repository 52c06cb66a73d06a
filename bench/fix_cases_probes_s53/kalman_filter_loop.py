"""KalmanNet-style filter with a diagonal state: predict, gain, update at each time step of the observation sequence."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, q=0.1, r=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.q, self.r = q, r
        with self.name_scope():
            self.a = self.params.get('a', shape=(1, 3), init='ones')

    def hybrid_forward(self, F, obs, a):
        x = F.zeros((obs.shape[0], obs.shape[2]))
        p = F.ones((obs.shape[0], obs.shape[2]))
        states = []
        for t in range(obs.shape[1]):
            x = F.broadcast_mul(x, a)
            p = F.broadcast_mul(p, a ** 2) + self.q
            k = p / (p + self.r)
            x = x + k * (obs[:, t, :] - x)
            p = (1 - k) * p
            states.append(x)
        return F.stack(*states, axis=1)
