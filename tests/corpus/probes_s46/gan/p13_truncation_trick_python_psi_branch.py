"""Generator with the truncation trick: the latent pulled towards a tracked mean by a python `psi`, applied only when `psi < 1` (a python-valued `if`)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class Net(HybridBlock):
    def __init__(self, latent=8, psi=0.7, **kwargs):
        super().__init__(**kwargs)
        self._psi = psi
        with self.name_scope():
            self.mapping = nn.HybridSequential()
            self.mapping.add(nn.Dense(8, in_units=latent), nn.LeakyReLU(0.2))
            self.w_avg = self.params.get("w_avg", shape=(1, 8), init=init.Zero(), grad_req="null")
            self.synth = nn.Dense(12, in_units=8)

    def hybrid_forward(self, F, z, w_avg):
        w = self.mapping(z)
        if self._psi < 1:
            w = F.broadcast_add(w_avg, F.broadcast_sub(w, w_avg) * self._psi)
        return F.tanh(self.synth(w))
