"""Group norm computed with F.BatchNorm over (1, batch*groups, -1), its gamma/beta/moving stats made
with F.ones/F.zeros of batch*groups at the input's context.

Source: dmlc/gluon-cv, gluoncv/nn/gn.py (GroupNorm.hybrid_forward); constructor defaults made small
so the block builds without arguments.
"""
from mxnet import autograd
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ngroups=2, in_channels=4, axis=1, epsilon=1e-5, scale=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kwargs = {'axis': axis, 'eps': epsilon, 'momentum': 0,
                        'fix_gamma': True, 'use_global_stats': False}
        self.ngroups = ngroups
        self.scale = scale
        assert in_channels % ngroups == 0, "Channel number should be divisible by groups."
        self.gamma = self.params.get('gamma', grad_req='write', shape=(in_channels,), init='ones',
                                     allow_deferred_init=True, differentiable=True)
        self.beta = self.params.get('beta', grad_req='write', shape=(in_channels,), init='zeros',
                                    allow_deferred_init=True, differentiable=True)

    def hybrid_forward(self, F, x, gamma, beta):
        with autograd.train_mode():
            y = x.expand_dims(0).reshape(0, 0, self.ngroups, -1)
            y = y.reshape(1, -3, -1)
            batch = x.shape[0]
            y = F.BatchNorm(y,
                            F.ones(batch * self.ngroups, ctx=x.context),
                            F.zeros(batch * self.ngroups, ctx=x.context),
                            F.zeros(batch * self.ngroups, ctx=x.context),
                            F.ones(batch * self.ngroups, ctx=x.context),
                            name='fwd', **self._kwargs)
        y = y.reshape_like(x).reshape(0, 0, -1)
        if self.scale:
            y = y * gamma.reshape(1, -1, 1) + beta.reshape(1, -1, 1)
        else:
            y = y + beta.reshape(1, -1, 1)
        return y.reshape_like(x)
