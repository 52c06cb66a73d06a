"""BEATs' tokenizer quantiser (NormEMAVectorQuantizer) and predictor: the tokenizer's features
l2-normalised, the cosine similarity to the l2-normalised codebook `F.dot(z_flat, embed.T)` with
`z_flat = z.reshape((-1, C))` from `B, N, C = z.shape`, the nearest codeword's index by argmax, the
quantised features `take(embed, ind)` put back to `z.shape`, the straight-through estimate
`z + (quantized - z)` and the commitment loss, and the predictor's cross-entropy over codebook labels
picked at the indices (the codebook a Parameter read by `self.embedding.data()` as the port does)."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 5, 6), (2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, n_embed=10, embed_dim=6, beta=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.embedding = self.params.get('embedding', shape=(n_embed, embed_dim), init=mx.init.Normal(1.0))
            self.predictor = nn.Dense(n_embed, in_units=embed_dim, flatten=False)

    def hybrid_forward(self, F, z, student, embedding):
        z = F.L2Normalization(z, mode='spatial')
        B, N, C = z.shape
        z_flat = z.reshape((-1, C))
        embed = F.L2Normalization(self.embedding.data(), mode='instance')
        d = F.dot(z_flat, embed, transpose_b=True)
        encoding_indices = F.argmax(d, axis=1)
        z_q = F.take(embed, encoding_indices).reshape((B, N, C))
        loss = self.beta * ((F.stop_gradient(z_q) - z) ** 2).mean()
        z_q = z + F.stop_gradient(z_q - z)
        logits = self.predictor(student)
        ce = -F.pick(F.log_softmax(logits, axis=-1), encoding_indices.reshape((B, N)), axis=-1).mean()
        return z_q, loss + ce
