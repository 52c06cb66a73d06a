"""gluoncv GroupNorm (dmlc/gluon-cv, the pinned 0.10 wheel, gluoncv/nn/gn.py; also
cxiang26/mygluon_cv 1dfebd27af and Angzz/fcos-gluon-cv a25a9c1024): positional reshapes, BatchNorm's
statistics sized `x.shape[0] * ngroups` with `ctx=x.context`. Cut: fixed 2 groups, 4 channels."""
import numpy as np
from mxnet import autograd
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ngroups=2, in_channels=4, axis=1, epsilon=1e-5,
                 beta_initializer='zeros', gamma_initializer='ones', scale=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kwargs = {'axis': axis, 'eps': epsilon, 'momentum': 0,
                        'fix_gamma': True, 'use_global_stats': False}
        self.ngroups = ngroups
        self.scale = scale
        assert in_channels % ngroups == 0, "Channel number should be divisible by groups."
        if in_channels != 0:
            self.in_channels = in_channels

        self.gamma = self.params.get('gamma', grad_req='write',
                                     shape=(in_channels,), init=gamma_initializer,
                                     allow_deferred_init=True, differentiable=True)
        self.beta = self.params.get('beta', grad_req='write',
                                    shape=(in_channels,), init=beta_initializer,
                                    allow_deferred_init=True, differentiable=True)

    def cast(self, dtype):
        if np.dtype(dtype).name == 'float16':
            dtype = 'float32'
        super(Net, self).cast(dtype)

    def hybrid_forward(self, F, x, gamma, beta):
        # normalization
        with autograd.train_mode():
            y = x.expand_dims(0).reshape(0, 0, self.ngroups, -1)
            y = y.reshape(1, -3, -1)
            batch = x.shape[0]
            y = F.BatchNorm(y,
                            F.ones(batch*self.ngroups, ctx=x.context),
                            F.zeros(batch*self.ngroups, ctx=x.context),
                            F.zeros(batch*self.ngroups, ctx=x.context),
                            F.ones(batch*self.ngroups, ctx=x.context),
                            name='fwd', **self._kwargs)
        # scale and shift
        y = y.reshape_like(x).reshape(0, 0, -1)
        if self.scale:
            y = y * gamma.reshape(1, -1, 1) + beta.reshape(1, -1, 1)
        else:
            y = y + beta.reshape(1, -1, 1)
        return y.reshape_like(x)
