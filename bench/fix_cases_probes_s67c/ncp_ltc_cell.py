"""A liquid time-constant cell (neural circuit policies) for one step: the input mapped affinely, sensory
synapses `softplus(w) * sigmoid(sigma * (x[..., None] - mu))` masked by the sensory wiring (a constant
`nd.array` of the sparse wiring kept on the block) and summed into numerator/denominator terms, then the ODE
unfolded 6 times with the recurrent synapses masked by the internal wiring, `cm / (elapsed_time / unfolds)`,
leak terms and `v = num / (den + eps)`; the motor neurons read off by a slice."""
import numpy as np

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 3), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, sensory_size=3, state_size=5, motor_size=2, ode_unfolds=6, elapsed_time=1.0,
                 epsilon=1e-8, seed=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ode_unfolds = ode_unfolds
        self.elapsed_time = elapsed_time
        self.epsilon = epsilon
        self.motor_size = motor_size
        rng = np.random.RandomState(seed)
        adjacency = rng.choice([-1, 0, 1], size=(state_size, state_size), p=[0.2, 0.5, 0.3])
        sensory_adjacency = rng.choice([-1, 0, 1], size=(sensory_size, state_size), p=[0.2, 0.4, 0.4])
        self.sparsity_mask = nd.array(np.abs(adjacency))
        self.sensory_sparsity_mask = nd.array(np.abs(sensory_adjacency))
        with self.name_scope():
            u = lambda lo, hi: init.Uniform((hi - lo) / 2.0)
            self.gleak = self.params.get('gleak', shape=(state_size,), init=init.Constant(1.0))
            self.vleak = self.params.get('vleak', shape=(state_size,), init=u(-0.2, 0.2))
            self.cm = self.params.get('cm', shape=(state_size,), init=init.Constant(0.5))
            self.sigma = self.params.get('sigma', shape=(state_size, state_size), init=init.Constant(5.0))
            self.mu = self.params.get('mu', shape=(state_size, state_size), init=u(0.3, 0.8))
            self.w = self.params.get('w', shape=(state_size, state_size), init=u(0.001, 1.0))
            self.erev = self.params.get('erev', shape=(state_size, state_size),
                                        init=init.Constant(nd.array(adjacency)))
            self.sensory_sigma = self.params.get('sensory_sigma', shape=(sensory_size, state_size),
                                                 init=init.Constant(5.0))
            self.sensory_mu = self.params.get('sensory_mu', shape=(sensory_size, state_size), init=u(0.3, 0.8))
            self.sensory_w = self.params.get('sensory_w', shape=(sensory_size, state_size), init=u(0.001, 1.0))
            self.sensory_erev = self.params.get('sensory_erev', shape=(sensory_size, state_size),
                                                init=init.Constant(nd.array(sensory_adjacency)))
            self.input_w = self.params.get('input_w', shape=(sensory_size,), init=init.One())
            self.input_b = self.params.get('input_b', shape=(sensory_size,), init=init.Zero())

    def _sigmoid(self, F, v_pre, mu, sigma):
        v_pre = v_pre.expand_dims(-1)
        mues = v_pre - mu
        return F.sigmoid(sigma * mues)

    def hybrid_forward(self, F, inputs, state, gleak, vleak, cm, sigma, mu, w, erev, sensory_sigma,
                       sensory_mu, sensory_w, sensory_erev, input_w, input_b):
        inputs = F.broadcast_add(F.broadcast_mul(inputs, input_w), input_b)
        v_pre = state
        sensory_w_activation = F.Activation(sensory_w, 'softrelu') * self._sigmoid(F, inputs, sensory_mu,
                                                                                   sensory_sigma)
        sensory_w_activation = sensory_w_activation * self.sensory_sparsity_mask
        sensory_rev_activation = sensory_w_activation * sensory_erev
        w_numerator_sensory = F.sum(sensory_rev_activation, axis=1)
        w_denominator_sensory = F.sum(sensory_w_activation, axis=1)
        cm_t = F.Activation(cm, 'softrelu') / (self.elapsed_time / self.ode_unfolds)
        w_param = F.Activation(w, 'softrelu')
        for t in range(self.ode_unfolds):
            w_activation = w_param * self._sigmoid(F, v_pre, mu, sigma)
            w_activation = w_activation * self.sparsity_mask
            rev_activation = w_activation * erev
            w_numerator = F.sum(rev_activation, axis=1) + w_numerator_sensory
            w_denominator = F.sum(w_activation, axis=1) + w_denominator_sensory
            gleak_p = F.Activation(gleak, 'softrelu')
            numerator = cm_t * v_pre + gleak_p * vleak + w_numerator
            denominator = cm_t + gleak_p + w_denominator
            v_pre = numerator / (denominator + self.epsilon)
        return v_pre[:, :self.motor_size], v_pre
