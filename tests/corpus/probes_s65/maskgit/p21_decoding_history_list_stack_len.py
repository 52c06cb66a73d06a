"""MaskGIT decoding that keeps every step's tokens in a python list, returned as `F.stack(*history, axis=1)` with the mean confidence over `len(history)` steps -- lists of tensors and a python list's length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class HistoryDecoder(HybridBlock):
    def __init__(self, codebook=8, d=8, steps=3, **kwargs):
        super(HistoryDecoder, self).__init__(**kwargs)
        self._mask_id, self._steps = codebook, steps
        with self.name_scope():
            self.emb = nn.Embedding(codebook + 1, d)
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, start_raw):
        tokens = F.ones_like(start_raw) * self._mask_id
        history, confs = [], []
        for _ in range(self._steps):
            probs = F.softmax(self.head(self.emb(tokens)), axis=-1)
            conf = F.max(probs, axis=-1)
            keep = F.broadcast_greater_equal(conf, F.mean(conf, axis=-1, keepdims=True))
            tokens = F.where(keep, F.argmax(probs, axis=-1), tokens)
            history.append(tokens)
            confs.append(conf)
        return F.stack(*history, axis=1), F.add_n(*confs) / len(confs)


Net = HistoryDecoder
