"""AttnGAN's GlobalAttentionGeneral with its stage generator: word features (B, cdf, T) projected by a 1x1
conv (`conv_context(context.unsqueeze(3)).squeeze(3)`), image sub-regions (B, idf, H*W) from the unpacked
`ih, iw = input.shape[2], input.shape[3]`, scores `bmm(targetT, sourceT)` viewed as (B*queryL, sourceL),
the padding words (all-zero features) masked by `mask.repeat(queryL, 0)` and -inf, softmax over words, the
word context `bmm(sourceT, attn)` viewed back as (B, idf, ih, iw), concatenated with the regions and
upsampled by 2 (nearest, conv, BN, GLU `x[:, :nc] * sigmoid(x[:, nc:])` with `nc = int(x.shape[1] / 2)`)."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4), (2, 6, 5)]


class GlobalAttentionGeneral(nn.HybridBlock):
    def __init__(self, idf, cdf, **kwargs):
        super(GlobalAttentionGeneral, self).__init__(**kwargs)
        with self.name_scope():
            self.conv_context = nn.Conv2D(idf, 1, use_bias=False, in_channels=cdf)

    def hybrid_forward(self, F, input, context, mask):
        ih, iw = input.shape[2], input.shape[3]
        queryL = ih * iw
        batch_size, sourceL = context.shape[0], context.shape[2]
        target = input.reshape((batch_size, -1, queryL))
        targetT = target.transpose((0, 2, 1))
        sourceT = self.conv_context(context.expand_dims(3)).squeeze(axis=3)
        attn = F.batch_dot(targetT, sourceT)
        attn = attn.reshape((batch_size * queryL, sourceL))
        mask = mask.repeat(queryL, axis=0)
        attn = F.where(mask, -float('inf') * F.ones_like(attn), attn)
        attn = F.softmax(attn, axis=1)
        attn = attn.reshape((batch_size, queryL, sourceL)).transpose((0, 2, 1))
        weightedContext = F.batch_dot(sourceT, attn)
        weightedContext = weightedContext.reshape((batch_size, -1, ih, iw))
        return weightedContext, attn.reshape((batch_size, -1, ih, iw))


class Net(nn.HybridBlock):
    def __init__(self, ngf=4, nef=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.att = GlobalAttentionGeneral(ngf, nef)
            self.up_conv = nn.Conv2D(ngf * 4, 3, padding=1, use_bias=False, in_channels=ngf * 2)
            self.up_bn = nn.BatchNorm(in_channels=ngf * 4)

    def hybrid_forward(self, F, h_code, word_embs):
        mask = (F.abs(word_embs).sum(axis=1) == 0)
        c_code, att = self.att(h_code, word_embs, mask)
        h_c_code = F.concat(h_code, c_code, dim=1)
        x = self.up_bn(self.up_conv(F.UpSampling(h_c_code, scale=2, sample_type='nearest')))
        nc = int(x.shape[1] / 2)
        return x[:, :nc] * F.sigmoid(x[:, nc:]), att
