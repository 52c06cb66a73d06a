"""A numpy-mode block: F.npx.layer_norm(output_mean_var=True) gives three arrays; `[0]` the normalized data.
(Scale and shift built in forward: bench/fix_effect.py sets saved Parameters as legacy arrays, which a
numpy-mode Parameter refuses.)"""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 5)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        gamma = F.np.ones((5,)) * 2
        beta = F.np.zeros((5,))
        res = F.npx.layer_norm(x, gamma, beta, output_mean_var=True)
        return res[0] * 2, res[1]
