"""AutoInt attention with a learnable temperature Parameter of shape (1,) dividing the (N, fields, fields) scores by a plain `/`, as `scores / self.temperature` is written in PyTorch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class TemperatureAttention(HybridBlock):
    def __init__(self, embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(embed_dim, flatten=False, use_bias=False)
            self.k = nn.Dense(embed_dim, flatten=False, use_bias=False)
            self.temperature = self.params.get("temperature", shape=(1,), init="ones")

    def hybrid_forward(self, F, emb, temperature):
        scores = F.batch_dot(self.q(emb), self.k(emb), transpose_b=True)
        att = F.softmax(scores / temperature, axis=-1)
        return F.batch_dot(att, emb)


Net = TemperatureAttention
