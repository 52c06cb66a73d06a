"""SoundStream's residual vector quantiser: n_q codebooks applied in turn, each to the residual the previous
ones left; the nearest code by the expanded squared distance `-(|x|^2 - 2 x E^T + |E|^2)` (plain operators on
(N, 1), (N, K) and (1, K)), the codes gathered with `take`, the straight-through estimator
`x + stop_gradient(q - x)`, and the commitment loss summed over quantisers."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class VectorQuantize(nn.HybridBlock):
    def __init__(self, dim, codebook_size, **kwargs):
        super(VectorQuantize, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = self.params.get('embed', shape=(codebook_size, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, x, embed):
        B, D, T = x.shape
        flatten = x.transpose((0, 2, 1)).reshape((-1, D))
        dist = -(F.sum(flatten ** 2, axis=1, keepdims=True)
                 - 2 * F.dot(flatten, embed.T)
                 + F.sum(embed ** 2, axis=1).expand_dims(0))
        embed_ind = F.argmax(dist, axis=-1)
        quantize = F.take(embed, embed_ind).reshape((B, T, D)).transpose((0, 2, 1))
        commit_loss = F.mean((F.stop_gradient(quantize) - x) ** 2)
        quantize = x + F.stop_gradient(quantize - x)
        return quantize, commit_loss


class Net(nn.HybridBlock):
    def __init__(self, dim=4, codebook_size=8, num_quantizers=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_quantizers):
                self.layers.add(VectorQuantize(dim, codebook_size))

    def hybrid_forward(self, F, x):
        quantized_out = 0.
        residual = x
        all_losses = []
        for layer in self.layers:
            quantized, loss = layer(residual)
            residual = residual - quantized
            quantized_out = quantized_out + quantized
            all_losses.append(loss)
        return quantized_out, F.add_n(*all_losses)
