"""Perceiver IO decoder whose base class builds the output queries in `queries(self, F, z, pos)` by
`broadcast_like` of a (1, O, P) position Parameter, and whose subclass (optical-flow style) overrides it
to project the positions by a Dense first and concatenate a learned (1, O, E) query Parameter;
cross-attention to the latents in the base's `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class DecoderBase(HybridBlock):
    def __init__(self, num_out=6, pos_dim=3, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(1, num_out, pos_dim))
            self.extra = self.params.get("extra", shape=(1, num_out, 2))
            self.q_proj = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)

    def queries(self, F, z, pos, extra):
        return F.broadcast_like(pos, z, lhs_axes=(0,), rhs_axes=(0,))

    def hybrid_forward(self, F, z, pos, extra):
        q = self.q_proj(self.queries(F, z, pos, extra))
        k, v = F.split(self.kv(z), num_outputs=2, axis=-1)
        return F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1), v)


class FlowDecoder(DecoderBase):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_proj = nn.Dense(5, flatten=False)

    def queries(self, F, z, pos, extra):
        q = F.concat(self.pos_proj(pos), extra, dim=2)
        return F.broadcast_like(q, z, lhs_axes=(0,), rhs_axes=(0,))


Net = FlowDecoder
