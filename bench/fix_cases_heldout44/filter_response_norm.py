"""Filter response normalization (CVPR 2020) with its thresholded linear unit:
`FilterResponseNormNd.hybrid_forward(self, F, x, tau, gamma, beta, eps)` normalizes by the mean
square over the spatial axes (`F.mean(x ** 2, axis=avg_dims, keepdims=True)`, `F.broadcast_*`) and
returns `F.maximum(F.broadcast_add(F.broadcast_mul(gamma, x), beta), tau)`: a (B, C, H, W) map
against the (1, C, 1, 1) `tau` Parameter. Eagerly `nd.maximum` of two NDArrays broadcasts; hybridized
the elementwise `_maximum` checks shapes (MXNetError).

Source: a public MXNet filter-response-norm module (find_string id 14111572866; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "Filter Response Norm", a miss of that round; in no fix set),
`FilterResponseNormNd` (its docstring left out) and `FilterResponseNorm2d` as written (the 1-d and
3-d subclasses left out). Net: 3 channels, the file's initializers. Input: (2, 3, 4, 4).
"""
from __future__ import absolute_import
from __future__ import division
from __future__ import print_function
from __future__ import unicode_literals

import numpy as np
import mxnet as mx

INPUTS = [(2, 3, 4, 4)]

__all__ = ['FilterResponseNorm1d', 'FilterResponseNorm2d', 'FilterResponseNorm3d']


class FilterResponseNormNd(mx.gluon.HybridBlock):
    def __init__(self, num_features=0, n_dim=4, epsilon=1e-6, is_eps_learnable=False,
                 tau_initializer='zeros', beta_initializer='zeros', gamma_initializer='ones'):
        super(FilterResponseNormNd, self).__init__()

        self.n_dim = n_dim
        self.num_features = num_features
        assert self.num_features > 0
        shape = (1, num_features) + (1,) * (n_dim - 2)

        with self.name_scope():
            self.tau = self.params.get('tau', grad_req='write',
                                       shape=shape, init=tau_initializer)
            self.gamma = self.params.get('gamma', grad_req='write',
                                         shape=shape, init=gamma_initializer)
            self.beta = self.params.get('beta', grad_req='write',
                                        shape=shape, init=beta_initializer)
            self.eps = self.params.get('eps', grad_req='write' if is_eps_learnable else 'null',
                                       shape=(1,), init=mx.initializer.Constant(epsilon))

    def cast(self, dtype):
        if np.dtype(dtype).name == 'float16':
            dtype = 'float32'
        super(FilterResponseNormNd, self).cast(dtype)

    def hybrid_forward(self, F, x, tau, gamma, beta, eps):
        avg_dims = tuple(range(2, self.n_dim))

        # Compute the mean norm of activations per channel.
        nu2 = F.mean(x ** 2, axis=avg_dims, keepdims=True)

        # Perform FilterResponseNorm.
        x = F.broadcast_mul(x, F.rsqrt(F.broadcast_add(nu2, F.abs(eps))))

        # Return after applying the Offset-ReLU non-linearity.
        return F.maximum(F.broadcast_add(F.broadcast_mul(gamma, x), beta), tau)

    def __repr__(self):
        s = '{name}({content}'
        num_features = self.num_features
        s += ', num_features={0}'.format(num_features if num_features else None)
        s += ')'
        return s.format(name=self.__class__.__name__,
                        content=', '.join(['='.join([k, v.__repr__()])
                                           for k, v in self._kwargs.items()]))


class FilterResponseNorm2d(FilterResponseNormNd):

    def __init__(self, num_features, epsilon=1e-6, is_eps_learnable=False,
                 tau_initializer='zeros', beta_initializer='zeros', gamma_initializer='ones'):
        super(FilterResponseNorm2d, self).__init__(
            num_features, n_dim=4, epsilon=epsilon, is_eps_learnable=is_eps_learnable,
            tau_initializer=tau_initializer, beta_initializer=beta_initializer, gamma_initializer=gamma_initializer)


class Net(FilterResponseNorm2d):
    def __init__(self):
        super(Net, self).__init__(3)
