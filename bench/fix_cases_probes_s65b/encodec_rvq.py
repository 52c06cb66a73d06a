"""EnCodec's residual vector quantiser: the (B, D, T) latents transposed and flattened to (B * T, D),
for each of the `n_q` codebooks (one (n_q, K, D) Parameter, `codebooks[i]`) the nearest code by
`dist = -(x ** 2).sum(1, keepdims=True) + 2 * x @ embed.T - (embed ** 2).sum(1)` (plain operators on
(B*T, 1), (B*T, K) and (K,)), the code looked up with `take`, the residual passed on, a commitment loss
per quantiser, the quantised latents viewed back with `B, D, T = x.shape`, and the codes stacked to
(n_q, B, T)."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, codebook_size=8, n_q=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_q = n_q
        with self.name_scope():
            self.codebooks = self.params.get('codebooks', shape=(n_q, codebook_size, dim),
                                             init=init.Uniform(1.0))

    def hybrid_forward(self, F, x, codebooks):
        B, D, T = x.shape
        residual = x.transpose((0, 2, 1)).reshape((-1, D))
        quantized_out = F.zeros_like(residual)
        all_indices, all_losses = [], []
        for i in range(self.n_q):
            embed = codebooks[i]
            dist = -((residual ** 2).sum(axis=1, keepdims=True) - 2 * F.dot(residual, embed.T)
                     + (embed ** 2).sum(axis=1))
            embed_ind = F.argmax(dist, axis=-1)
            quantize = F.take(embed, embed_ind)
            all_losses.append(F.mean((quantize - residual) ** 2))
            residual = residual - quantize
            quantized_out = quantized_out + quantize
            all_indices.append(embed_ind.reshape((B, T)))
        quantized = quantized_out.reshape((B, T, D)).transpose((0, 2, 1))
        codes = F.stack(*all_indices, axis=0)
        loss = F.add_n(*all_losses) / self.n_q
        return quantized, codes, loss
