"""XLNet relative positional encoding: the descending position sequence `klen .. -qlen + 1` and inverse frequencies held as constants, their outer product by `broadcast_mul` of (P, 1) and (1, d/2) reshapes, `concat(sin, cos)`, projected and broadcast over the batch with `broadcast_like`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class RelativePositions(HybridBlock):
    def __init__(self, units=8, qlen=4, mlen=2, **kwargs):
        super(RelativePositions, self).__init__(**kwargs)
        klen = qlen + mlen
        pos = np.arange(klen, -qlen, -1.0, dtype="float32")
        inv = 1.0 / (10000 ** (np.arange(0, units, 2.0, dtype="float32") / units))
        with self.name_scope():
            self.pos_seq = self.params.get_constant("pos_seq", pos)
            self.inv_freq = self.params.get_constant("inv_freq", inv)
            self.r_net = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, h, pos_seq, inv_freq):
        sinusoid = F.broadcast_mul(pos_seq.reshape((-1, 1)), inv_freq.reshape((1, -1)))
        emb = F.concat(F.sin(sinusoid), F.cos(sinusoid), dim=-1)
        r = self.r_net(emb).expand_dims(axis=0)
        return F.broadcast_like(r, h, lhs_axes=(0,), rhs_axes=(0,))


Net = RelativePositions
