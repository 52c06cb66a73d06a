"""Residual quantization: stages of codebooks, each quantizing what the earlier stages left; the residual is updated in place and the reconstruction accumulated."""
from mxnet.gluon import nn


INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_stages=2, num_codes=4, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._stages = num_stages
        with self.name_scope():
            self.codebooks = self.params.get('codebooks', shape=(num_stages, num_codes, dim))

    def hybrid_forward(self, F, x, codebooks):
        residual = x
        recon = F.zeros_like(x)
        for s in range(self._stages):
            cb = F.squeeze(F.slice_axis(codebooks, axis=0, begin=s, end=s + 1), axis=0)
            dist = ((residual.expand_dims(1) - cb.expand_dims(0)) ** 2).sum(axis=2)
            q = F.take(cb, dist.argmin(axis=1))
            residual -= q
            recon += q
        return recon
