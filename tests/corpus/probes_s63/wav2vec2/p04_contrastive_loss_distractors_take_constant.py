"""wav2vec 2.0 contrastive loss: K distractor time steps per step sampled once into a (K, T) index constant, gathered by `F.take(q, idx, axis=1)` into (N, K, T, d), the positive prepended by `concat`, cosine similarities (`broadcast_div` by keepdims norms) against the context by `broadcast_mul`, and the loss as `-pick(log_softmax, 0)` over candidates."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4), (2, 6, 4)]


class ContrastiveLoss(HybridBlock):
    def __init__(self, seq_len=6, num_negatives=3, temp=0.1, **kwargs):
        super(ContrastiveLoss, self).__init__(**kwargs)
        self._temp = temp
        rng = np.random.RandomState(1)
        idx = (np.arange(seq_len)[None, :] + rng.randint(1, seq_len, (num_negatives, seq_len))) % seq_len
        with self.name_scope():
            self.neg_idx = self.params.get_constant("neg_idx", idx.astype("float32"))

    def hybrid_forward(self, F, context, quantized, neg_idx):
        negs = F.take(quantized, neg_idx, axis=1)
        cands = F.concat(quantized.expand_dims(1), negs, dim=1)
        cands = F.broadcast_div(cands, F.norm(cands, axis=-1, keepdims=True) + 1e-6)
        c = F.broadcast_div(context, F.norm(context, axis=-1, keepdims=True) + 1e-6).expand_dims(1)
        logits = F.broadcast_mul(cands, c).sum(axis=-1) / self._temp
        return -F.pick(F.log_softmax(logits, axis=1), F.zeros_like(logits.sum(axis=1)), axis=1).mean()


Net = ContrastiveLoss
