"""A cross-GPU synchronized BatchNorm in inference: `ctx = x.context` read (and left unused)
before the plain `F.BatchNorm` of the running statistics.

Source: StacyYang/MXNet-Gluon-SyncBN syncbn.py (BatchNorm.hybrid_forward) at
4db596580b8391d547357f2ee5a8c15028ed876e; adapted: the class named Net, 4 channels; the training
branch (custom `F.SumSquare`/`F.DecoupleBatchNorm` operators built from the repository's C++
sources, and its cross-device SharedTensor/SharedUpdater helpers) dropped: the case runs in
inference.
"""
from mxnet.gluon import HybridBlock
from mxnet import autograd


INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, momentum=0.9, epsilon=1e-5, center=True, scale=True,
                 beta_initializer='zeros', gamma_initializer='ones',
                 running_mean_initializer='zeros', running_variance_initializer='ones',
                 in_channels=4, nGPUs=None, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kwargs = {'eps': epsilon, 'momentum': momentum,
                        'fix_gamma': not scale}
        if in_channels != 0:
            self.in_channels = in_channels
        self.eps = epsilon
        self.momentum =  momentum

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

    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):
        ctx = x.context
        return F.BatchNorm(x, gamma, beta, running_mean, running_var, name='fwd',
                           **self._kwargs)
