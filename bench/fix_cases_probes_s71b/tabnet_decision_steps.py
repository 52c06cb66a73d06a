"""TabNet's encoder loop: the initial splitter, then for each step the attentive mask (a softmax stand-in
for sparsemax), the masked features through the step's transformer, the decision output accumulated
into `res = nd.zeros((x.shape[0], self.n_d))` with `res = res + F.relu(d)`, and the mask entropy
regulariser `M_loss` summed over the steps and divided by the step count."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, input_dim=6, n_d=3, n_a=3, n_steps=3, gamma=1.3, epsilon=1e-15, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_d, self.n_steps, self.gamma, self.epsilon = n_d, n_steps, gamma, epsilon
        with self.name_scope():
            self.initial_bn = nn.BatchNorm(in_channels=input_dim)
            self.initial_splitter = nn.Dense(n_d + n_a, in_units=input_dim)
            self.att = nn.HybridSequential()
            self.transformers = nn.HybridSequential()
            for _ in range(n_steps):
                self.att.add(nn.Dense(input_dim, in_units=n_a))
                self.transformers.add(nn.Dense(n_d + n_a, in_units=input_dim))

    def hybrid_forward(self, F, x):
        x = self.initial_bn(x)
        prior = F.ones_like(x)
        M_loss = 0
        att = F.slice_axis(self.initial_splitter(x), axis=1, begin=self.n_d, end=None)
        res = nd.zeros((x.shape[0], self.n_d))
        for step in range(self.n_steps):
            M = F.softmax(self.att[step](att) * prior, axis=-1)
            M_loss = M_loss + F.mean(F.sum(M * F.log(M + self.epsilon), axis=1))
            prior = prior * (self.gamma - M)
            out = self.transformers[step](M * x)
            d = F.slice_axis(out, axis=1, begin=0, end=self.n_d)
            res = res + F.relu(d)
            att = F.slice_axis(out, axis=1, begin=self.n_d, end=None)
        M_loss = M_loss / self.n_steps
        return res, M_loss
