"""DeBERTa enhanced mask decoder: absolute position embeddings are added only before the last layers, the positions from `contrib.arange_like(h, axis=1)`, embedded, `expand_dims(0)` and added by `broadcast_add`; the decoder layer reuses the last encoder layer's parameters (`params=`) twice."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class EnhancedMaskDecoder(HybridBlock):
    def __init__(self, units=8, max_len=16, **kwargs):
        super(EnhancedMaskDecoder, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Dense(units, in_units=units, flatten=False, activation="relu")
            self.pos = nn.Embedding(max_len, units)
            self.decoder = nn.Dense(units, in_units=units, flatten=False, activation="relu",
                                    params=self.encoder.params)

    def hybrid_forward(self, F, x):
        h = self.encoder(x)
        positions = F.contrib.arange_like(h, axis=1)
        i = F.broadcast_add(h, self.pos(positions).expand_dims(0))
        for _ in range(2):
            i = self.decoder(i) + h
        return i


Net = EnhancedMaskDecoder
