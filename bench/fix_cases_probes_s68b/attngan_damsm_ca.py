"""AttnGAN's DAMSM word-level matching and conditioning augmentation: per caption, the word features (B, D,
T) attend the image regions (B, D, 17*17 flattened from `img.shape`) with gamma1, the region context is
compared with each word by cosine similarity, `row_sim.mul_(gamma2).exp_()` summed over words and logged
(the gamma-scaled log-sum-exp), a similarity matrix between every caption and every image by a python loop
over the batch, the matching loss by softmax cross-entropy against `nd.arange(batch_size)`; and
CA_NET on the sentence embedding: mu, logvar from one Dense cut in halves, `mu + exp(logvar / 2) * eps`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4, 5), (3, 4, 3, 3), (3, 4)]


class CA_NET(nn.HybridBlock):
    def __init__(self, t_dim, c_dim, **kwargs):
        super(CA_NET, self).__init__(**kwargs)
        self.c_dim = c_dim
        with self.name_scope():
            self.fc = nn.Dense(c_dim * 4, in_units=t_dim)

    def hybrid_forward(self, F, text_embedding):
        x = self.fc(text_embedding)
        x = x[:, :self.c_dim * 2] * F.sigmoid(x[:, self.c_dim * 2:])
        mu = x[:, :self.c_dim]
        logvar = x[:, self.c_dim:]
        std = F.exp(logvar * 0.5)
        eps = nd.random.normal(shape=std.shape)
        return eps * std + mu, mu, logvar


class Net(nn.HybridBlock):
    def __init__(self, gamma1=4.0, gamma2=5.0, gamma3=10.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.gamma1, self.gamma2, self.gamma3 = gamma1, gamma2, gamma3
        with self.name_scope():
            self.ca = CA_NET(4, 2)

    def hybrid_forward(self, F, words_emb, img_features, sent_emb):
        batch_size = words_emb.shape[0]
        ih, iw = img_features.shape[2], img_features.shape[3]
        context = img_features.reshape((batch_size, -1, ih * iw))
        similarities = []
        for i in range(batch_size):
            word = words_emb[i].expand_dims(0).repeat(batch_size, axis=0)
            attn = F.softmax(F.batch_dot(word, context, transpose_a=True) * self.gamma1, axis=2)
            weiContext = F.batch_dot(context, attn, transpose_b=True)
            num = (word * weiContext).sum(axis=1)
            den = F.norm(word, axis=1) * F.norm(weiContext, axis=1)
            row_sim = num / F.maximum(den, 1e-8)
            row_sim = F.exp(row_sim * self.gamma2).sum(axis=1, keepdims=True)
            similarities.append(F.log(row_sim))
        similarities = F.concat(*similarities, dim=1) * self.gamma3
        labels = nd.arange(batch_size)
        loss0 = -F.pick(F.log_softmax(similarities, axis=1), labels, axis=1).mean()
        loss1 = -F.pick(F.log_softmax(similarities.T, axis=1), labels, axis=1).mean()
        c_code, mu, logvar = self.ca(sent_emb)
        kl = (-0.5 * (1 + logvar - mu ** 2 - F.exp(logvar))).mean()
        return loss0 + loss1 + kl, c_code
