"""GPT-2 `position_ids = torch.arange(past_length, input_shape[-1] + past_length)` with the past length a constructor argument of the decoding block: `arange_like(ids, axis=1) + self._past` fed to the position embedding and added to the token embedding by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class OffsetPositions(HybridBlock):
    def __init__(self, vocab=30, n_positions=16, units=8, past_length=3, **kwargs):
        super(OffsetPositions, self).__init__(**kwargs)
        self._v, self._past = vocab, past_length
        with self.name_scope():
            self.wte = nn.Embedding(vocab, units)
            self.wpe = nn.Embedding(n_positions, units)

    def hybrid_forward(self, F, raw):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        position_ids = F.contrib.arange_like(ids, axis=1) + self._past
        return F.broadcast_add(self.wte(ids), self.wpe(position_ids).expand_dims(0))


Net = OffsetPositions
