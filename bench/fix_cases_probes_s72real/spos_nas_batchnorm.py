"""A one-shot NAS supernet's BatchNorm that re-estimates its statistics in inference
(`inference_update_stat=True`): the batch mean and variance computed with operators, then the
running statistics blended by the eager-only `F.add`/`F.multiply` of `self.running_mean.data()`
(the Parameter's own array, not the one handed in) and momenta kept as NDArrays on the block,
moved by `self.momentum.as_in_context(x.context)`; the new values written by `set_data`.

Source: CanyonWind/Single-Path-One-Shot-NAS-MXNet oneshot_nas_blocks.py (NasBatchNorm.hybrid_forward)
at 364cd3365d5c09697366049b67fc587a3b270ded; adapted: the class named Net, 4 channels,
inference_update_stat=True; `cast` and `__repr__` left out; the debugging comments dropped.
"""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock


INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, axis=1, momentum=0.9, epsilon=1e-5, center=True, scale=True,
                 use_global_stats=False, beta_initializer='zeros', gamma_initializer='ones',
                 running_mean_initializer='zeros', running_variance_initializer='ones',
                 in_channels=4, inference_update_stat=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kwargs = {'axis': axis, 'eps': epsilon, 'momentum': momentum,
                        'fix_gamma': not scale, 'use_global_stats': use_global_stats}
        self.inference_update_stat = inference_update_stat
        if in_channels != 0:
            self.in_channels = in_channels

        self.gamma = self.params.get('gamma', grad_req='write' if scale else 'null',
                                     shape=(in_channels,), init=gamma_initializer,
                                     allow_deferred_init=True,
                                     differentiable=scale)
        self.beta = self.params.get('beta', grad_req='write' if center else 'null',
                                    shape=(in_channels,), init=beta_initializer,
                                    allow_deferred_init=True,
                                    differentiable=center)
        self.running_mean = self.params.get('running_mean', grad_req='null',
                                            shape=(in_channels,),
                                            init=running_mean_initializer,
                                            allow_deferred_init=True,
                                            differentiable=False)
        self.running_var = self.params.get('running_var', grad_req='null',
                                           shape=(in_channels,),
                                           init=running_variance_initializer,
                                           allow_deferred_init=True,
                                           differentiable=False)
        self.momentum = nd.array([self._kwargs['momentum']])
        self.momentum_rest = nd.array([1 - self._kwargs['momentum']])
        
    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):
        if self.inference_update_stat:
             # TODO: for multi gpu, generate ndarray.array and do multiplication
            mean = x.mean(axis=(0, 2, 3))
            mean_expanded = F.expand_dims(F.expand_dims(F.expand_dims(mean, axis=0), axis=2), axis=3)
            var = F.square(F.broadcast_minus(x, mean_expanded)).mean(axis=(0, 2, 3))

            # update running mean and var
            running_mean = F.add(F.multiply(self.running_mean.data(), self.momentum.as_in_context(x.context)),
                                 F.multiply(mean, self.momentum_rest.as_in_context(x.context)))
            running_var = F.add(F.multiply(self.running_var.data(), self.momentum.as_in_context(x.context)),
                                F.multiply(var, self.momentum_rest.as_in_context(x.context)))
            self.running_mean.set_data(running_mean)
            self.running_var.set_data(running_var)
            return F.BatchNorm(x, gamma, beta, mean, var, name='fwd', **self._kwargs)
        else:
            return F.BatchNorm(x, gamma, beta, running_mean, running_var, name='fwd', **self._kwargs)
