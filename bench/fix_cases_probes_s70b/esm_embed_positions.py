"""ESM-1b's input embedding (ported): tokens from the input ids, the mask token's embedding zeroed
(token dropout), learned positions offset past the padding index -- `positions = cumsum(mask) * mask + padding_idx`
done as a product with an upper-triangular ones matrix built in numpy for `T = tokens.shape[1]` --
and the embedding layer norm."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=12, dim=4, max_positions=16, padding_idx=1, mask_idx=11, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.padding_idx = padding_idx
        self.mask_idx = mask_idx
        self.vocab = vocab
        with self.name_scope():
            self.embed_tokens = nn.Embedding(vocab, dim)
            self.embed_positions = nn.Embedding(max_positions + padding_idx + 1, dim)
            self.emb_layer_norm_before = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, ids):
        tokens = F.floor((ids + 1) / 2 * (self.vocab - 0.01))
        x = self.embed_tokens(tokens)
        x = F.broadcast_mul(x, (tokens != self.mask_idx).expand_dims(-1))
        not_pad = tokens != self.padding_idx
        T = tokens.shape[1]
        triu = nd.array(np.triu(np.ones((T, T))))
        positions = F.dot(not_pad, triu) * not_pad + self.padding_idx
        x = x + self.embed_positions(positions)
        return self.emb_layer_norm_before(x)
