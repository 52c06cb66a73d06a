"""The LTC RNN wrapper of neural circuit policies: a python loop over the time steps of the input
(`batch_size, seq_len = x.shape[0], x.shape[1]`), the hidden state started by `nd.zeros((batch_size,
state_size))`, each step a simplified LTC update (ODE unfolded 6 times, sigmoid synapses on
`(v[:, :, None] - mu) * sigma` by plain broadcasting operators, a constant wiring mask held as an array),
`x[:, t]` per step, the motor outputs `h[:, :motor]` stacked over time."""
import numpy as np

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class LTCCell(nn.HybridBlock):
    def __init__(self, input_size, state_size, ode_unfolds=6, **kwargs):
        super(LTCCell, self).__init__(**kwargs)
        self.ode_unfolds = ode_unfolds
        mask = np.random.RandomState(1).binomial(1, 0.5, size=(state_size, state_size)).astype('float32')
        with self.name_scope():
            self.sensory = nn.Dense(state_size, in_units=input_size)
            self.mu = self.params.get('mu', shape=(state_size, state_size), init=init.Uniform(0.25))
            self.sigma = self.params.get('sigma', shape=(state_size, state_size), init=init.Constant(3.0))
            self.w = self.params.get('w', shape=(state_size, state_size), init=init.Uniform(0.5))
            self.erev = self.params.get('erev', shape=(state_size, state_size), init=init.Uniform(1.0))
            self.gleak = self.params.get('gleak', shape=(state_size,), init=init.One())
            self.cm = self.params.get('cm', shape=(state_size,), init=init.Constant(0.5))
            self.mask = self.params.get_constant('mask', mask)

    def hybrid_forward(self, F, x, v, mu, sigma, w, erev, gleak, cm, mask):
        s = F.tanh(self.sensory(x))
        w_pos = F.Activation(w, 'softrelu') * mask
        cm_t = F.Activation(cm, 'softrelu') * self.ode_unfolds
        g = F.Activation(gleak, 'softrelu')
        for _ in range(self.ode_unfolds):
            act = w_pos * F.sigmoid((v.expand_dims(-1) - mu) * sigma)
            num = cm_t * v + F.sum(act * erev, axis=1) + s
            den = cm_t + g + F.sum(act, axis=1)
            v = num / (den + 1e-8)
        return v


class Net(nn.HybridBlock):
    def __init__(self, input_size=3, state_size=5, motor_size=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.state_size = state_size
        self.motor_size = motor_size
        with self.name_scope():
            self.rnn_cell = LTCCell(input_size, state_size)

    def hybrid_forward(self, F, x):
        batch_size, seq_len = x.shape[0], x.shape[1]
        h_state = nd.zeros((batch_size, self.state_size))
        outputs = []
        for t in range(seq_len):
            inputs = x[:, t]
            h_state = self.rnn_cell(inputs, h_state)
            outputs.append(h_state[:, :self.motor_size])
        return F.stack(*outputs, axis=1)
