"""HuBERT/wav2vec 2.0 span masking at training time: the number of spans `int(mask_prob * T / mask_length + 0.5)`
from the frame count, span starts chosen as the top-k of per-frame scores (a deterministic stand-in for the
sampler) among the first `T - mask_length + 1` frames, each start widened to `mask_length` frames by summing
shifted one-hots, and the masked frames replaced by the learned mask embedding with `where`."""
from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 20, 8), (2, 20)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dim=8, mask_prob=0.5, mask_length=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mask_prob = mask_prob
        self.mask_length = mask_length
        with self.name_scope():
            self.mask_emb = self.params.get('mask_emb', shape=(embed_dim,), init=init.Uniform())

    def hybrid_forward(self, F, x, scores, mask_emb):
        B, T, C = x.shape
        num_mask = int(self.mask_prob * T / float(self.mask_length) + 0.5)
        starts = F.topk(scores[:, :T - self.mask_length + 1], k=num_mask, axis=1)
        mask = nd.zeros((B, T))
        for offset in range(self.mask_length):
            mask = mask + F.one_hot(starts + offset, T).sum(axis=1)
        mask = (mask > 0).expand_dims(-1).broadcast_to((B, T, C))
        return F.where(mask, mask_emb.reshape((1, 1, C)).broadcast_to((B, T, C)), x)
