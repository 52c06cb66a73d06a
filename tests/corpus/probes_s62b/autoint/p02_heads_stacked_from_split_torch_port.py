"""AutoInt heads as the PyTorch port builds them, `torch.stack(torch.split(Q, d_k, dim=2))`: `F.stack(*F.split(q, num_outputs=heads, axis=2), axis=0)` (heads, N, fields, d_k), scores by `batch_dot` over `reshape((-3, 0, 0))`, heads put back by `reshape((-4, heads, -1, 0, 0))` and `F.concat(*F.split(..., squeeze_axis=True), dim=-1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class StackedHeads(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, heads=2, d_k=4, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.q = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.k = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.v = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.res = nn.Dense(heads * d_k, flatten=False, use_bias=False)

    def hybrid_forward(self, F, values, field_embed):
        emb = F.broadcast_mul(values.expand_dims(2), field_embed.expand_dims(0))
        q = F.stack(*F.split(self.q(emb), num_outputs=self._h, axis=2), axis=0)
        k = F.stack(*F.split(self.k(emb), num_outputs=self._h, axis=2), axis=0)
        v = F.stack(*F.split(self.v(emb), num_outputs=self._h, axis=2), axis=0)
        scores = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        out = F.batch_dot(F.softmax(scores, axis=-1), v.reshape((-3, 0, 0)))
        out = out.reshape((-4, self._h, -1, 0, 0))
        out = F.concat(*F.split(out, num_outputs=self._h, axis=0, squeeze_axis=True), dim=-1)
        return F.relu(out + self.res(emb))


Net = StackedHeads
