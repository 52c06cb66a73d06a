"""DragonNet with targeted regularization: a propensity head squashed into (0.01, 0.99), and the outcome perturbed by a learned epsilon (shape (1,)) times the clever covariate."""
from mxnet.gluon import nn


INPUTS = [(5, 4), (5, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rep = nn.Dense(6, in_units=4, activation='relu')
            self.prop = nn.Dense(1, in_units=6)
            self.h0 = nn.Dense(1, in_units=6)
            self.h1 = nn.Dense(1, in_units=6)
            self.epsilon = self.params.get('epsilon', shape=(1,), init='ones')

    def hybrid_forward(self, F, x, t, epsilon):
        phi = self.rep(x)
        g = (F.sigmoid(self.prop(phi)) + 0.01) / 1.02
        t = t > 0
        y = t * self.h1(phi) + (1 - t) * self.h0(phi)
        y_pert = y + epsilon * (t / g - (1 - t) / (1 - g))
        return F.concat(y, y_pert, g, dim=1)
