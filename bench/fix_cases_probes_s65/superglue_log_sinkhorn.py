"""SuperGlue's optimal transport: the score matrix of projected descriptors (`batch_dot / sqrt(d)`), a learned
dustbin score broadcast to a last column and a last row (`bin_score.broadcast_to((b, m, 1))` from the unpacked
shape) appended by `concat` on both axes, the marginals `log_mu`, `log_nu` built as `nd.array` lists of
`-log(m + n)`, and log-Sinkhorn iterations for a python number of steps (`couplings + v.expand_dims(1)`, a
plain `+` of (b, m+1, n+1) and (b, 1, n+1)), the normaliser taken off at the end."""
import math

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4, 5)]


def logsumexp(F, x, axis):
    m = x.max(axis=axis, keepdims=True)
    return F.log(F.broadcast_sub(x, m).exp().sum(axis=axis)) + m.squeeze(axis=axis)


class Net(nn.HybridBlock):
    def __init__(self, dim=4, iters=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        self.iters = iters
        with self.name_scope():
            self.final_proj = nn.Conv1D(dim, 1, in_channels=dim)
            self.bin_score = self.params.get('bin_score', shape=(1,), init=init.Constant(1.0))

    def hybrid_forward(self, F, desc0, desc1, bin_score):
        mdesc0, mdesc1 = self.final_proj(desc0), self.final_proj(desc1)
        scores = F.batch_dot(mdesc0, mdesc1, transpose_a=True) / self.dim ** .5
        b, m, n = scores.shape
        bins0 = bin_score.broadcast_to((b, m, 1))
        bins1 = bin_score.broadcast_to((b, 1, n))
        alpha = bin_score.broadcast_to((b, 1, 1))
        couplings = F.concat(F.concat(scores, bins0, dim=-1), F.concat(bins1, alpha, dim=-1), dim=1)
        norm = -math.log(m + n)
        log_mu = nd.array([norm] * m + [math.log(n) + norm]).broadcast_to((b, m + 1))
        log_nu = nd.array([norm] * n + [math.log(m) + norm]).broadcast_to((b, n + 1))
        u, v = F.zeros_like(log_mu), F.zeros_like(log_nu)
        for _ in range(self.iters):
            u = log_mu - logsumexp(F, couplings + v.expand_dims(1), axis=2)
            v = log_nu - logsumexp(F, couplings + u.expand_dims(2), axis=1)
        Z = couplings + u.expand_dims(2) + v.expand_dims(1)
        return Z - norm
