"""Self-distillation for a recommender: student and teacher GMF towers score each user against the (N, K) candidate items, the teacher's scores centred by a (1, K) center parameter with `-` and sharpened, the student's by its own temperature, and the loss averaged over `len(u)` users."""
from mxnet.gluon import nn


INPUTS = [(3,), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, users=4, items=6, k=3, cands=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.users, self.items = users, items
        with self.name_scope():
            self.su = nn.Embedding(users, k)
            self.si = nn.Embedding(items, k)
            self.tu = nn.Embedding(users, k)
            self.ti = nn.Embedding(items, k)
            self.center = self.params.get('center', shape=(1, cands), init='zeros', grad_req='null')

    def hybrid_forward(self, F, u, items, center):
        u = F.floor((u + 1) * 0.5 * (self.users - 1))
        items = F.floor((items + 1) * 0.5 * (self.items - 1))
        s = F.batch_dot(self.si(items), self.su(u).expand_dims(2)).reshape((0, -1))
        t = F.batch_dot(self.ti(items), self.tu(u).expand_dims(2)).reshape((0, -1))
        t = F.softmax((t - center) / 0.05, axis=1)
        loss = -(t * F.log_softmax(s / 0.1, axis=1)).sum()
        return loss / len(u)
