"""HuBERT's prediction head: the transformer output projected to the codebook dimension (`final_proj`), cosine
similarity against the label embeddings of each cluster (`label_embs_concat`), divided by the logit temperature,
and the cross-entropy of the cluster targets taken over the masked frames only (`mask_indices`), averaged by the
count of masked frames read with `.asscalar()` (zero when nothing is masked)."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 6, 12), (2, 6), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dim=12, final_dim=8, num_classes=5, logit_temp=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.logit_temp = logit_temp
        with self.name_scope():
            self.final_proj = nn.Dense(final_dim, in_units=embed_dim, flatten=False)
            self.label_embs_concat = self.params.get('label_embs_concat', shape=(num_classes, final_dim),
                                                     init=init.Uniform())

    def compute_nce(self, F, x, label_embs):
        x = x / F.norm(x, axis=-1, keepdims=True)
        label_embs = label_embs / F.norm(label_embs, axis=-1, keepdims=True)
        return F.dot(x, label_embs.T) / self.logit_temp

    def hybrid_forward(self, F, features, target_frac, mask_frac, label_embs_concat):
        proj_x = self.final_proj(features)
        logits = self.compute_nce(F, proj_x, label_embs_concat)
        target = F.floor((target_frac + 1) * 0.5 * (self.num_classes - 1) + 0.5)
        nll = -F.pick(F.log_softmax(logits, axis=-1), target, axis=-1)
        mask_indices = mask_frac > 0
        n_masked = mask_indices.sum().asscalar()
        if n_masked == 0:
            return nll.sum() * 0
        return (nll * mask_indices).sum() / n_masked
