"""VQA baseline: the question embedding averaged over its tokens, fused with the image feature by product."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, word_dim=4, img_dim=6, joint=5, answers=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(joint, in_units=word_dim)
            self.v_proj = nn.Dense(joint, in_units=img_dim)
            self.classifier = nn.Dense(answers, in_units=joint)

    def hybrid_forward(self, F, q, img):
        q_vec = F.sum(q, axis=1) / q.shape[1]
        joint = F.tanh(self.q_proj(q_vec)) * F.tanh(self.v_proj(img))
        return self.classifier(joint)
